/** How the fleet reads in the Travel tab, the print and the guests' messages. */
import { phoneForDisplay } from "../../../shared/phone-e164";
import type { Vehicle } from "../../../shared/schemas/fleet";

/** "Innova 2 · driver Ramesh, +91 98765 43210": the vehicle and, where known, who drives it. */
export function vehicleLine(name: string, vehicle: Pick<Vehicle, "driverName" | "driverPhone"> | undefined): string {
  const driver = [vehicle?.driverName, vehicle?.driverPhone ? phoneForDisplay(vehicle.driverPhone) : null].filter(Boolean).join(", ");
  return driver ? `${name} · driver ${driver}` : name;
}
