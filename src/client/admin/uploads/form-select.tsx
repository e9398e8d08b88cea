/**
 * A Radix Select bound to a react-hook-form field. It takes the id and aria props that Field hands its
 * child, so the label names the select (a Controller in between would swallow them).
 */
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { Select, type SelectOption } from "../../ui/select";

interface Props<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Option value standing for an empty field (Radix items cannot have "" as value). */
  emptyValue?: string;
  /** Option shown first when the list opens empty (see Select's openAt). */
  openAt?: string;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

export function FormSelect<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  options,
  placeholder,
  emptyValue,
  openAt,
  ...aria
}: Props<T, Out>) {
  const { field } = useController<T, FieldPath<T>, Out>({ control, name });
  const raw = field.value === null || field.value === undefined ? "" : String(field.value);
  return (
    <Select
      {...aria}
      value={raw === "" && emptyValue ? emptyValue : raw}
      onValueChange={(v) => field.onChange(emptyValue !== undefined && v === emptyValue ? "" : v)}
      options={options}
      placeholder={placeholder}
      openAt={openAt}
      openAtWhen={emptyValue}
    />
  );
}
