/** Search box, page-size select and pager shared by the dashboard lists. */
import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { PAGE_SIZES } from "../../shared/constants";
import type { Page } from "../../shared/admin-list";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Input } from "../ui/input";
import { Select } from "../ui/select";

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  className,
}: {
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  label?: string;
  className?: string;
}) {
  return (
    <div className={cn("relative min-w-0 flex-1", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden />
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label="Clear search box"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted hover:text-ink"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  );
}

const sizeOptions = PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }));

export function PageSizeSelect({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  return (
    <Select
      value={String(value)}
      onValueChange={(v) => onChange(Number(v))}
      options={sizeOptions}
      aria-label="Items per page"
      className="w-auto min-w-32 sm:w-36"
    />
  );
}

export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (n: number) => void }) {
  if (page.total === 0) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="sm" onClick={() => onPage(page.page - 1)} disabled={page.page <= 1}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <span className="text-sm text-muted tabular-nums" aria-live="polite">
        Page {page.page} of {page.pageCount}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPage(page.page + 1)} disabled={page.page >= page.pageCount}>
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
