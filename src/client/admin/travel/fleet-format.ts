/** How the fleet reads in the Travel tab, the print and the guests' messages. */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Vehicle } from "../../../shared/schemas/fleet";

/** "+91 98765 43210" from E.164; anything else as written. */
export function phoneText(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** "Innova 2 · driver Ramesh, +91 98765 43210": the vehicle and, where known, who drives it. */
export function vehicleLine(name: string, vehicle: Pick<Vehicle, "driverName" | "driverPhone"> | undefined): string {
  const driver = [vehicle?.driverName, vehicle?.driverPhone ? phoneText(vehicle.driverPhone) : null].filter(Boolean).join(", ");
  return driver ? `${name} · driver ${driver}` : name;
}
