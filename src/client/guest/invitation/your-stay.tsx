/** "Your room", "Your pickup and drop" and the menus: each says what is still coming until the couple assigns it. */
import { Link } from "@tanstack/react-router";
import { BedDouble, Car, Phone, UtensilsCrossed } from "lucide-react";
import type { ReactNode } from "react";
import { phoneForDisplay } from "../../../shared/phone-e164";
import type { YourTrip, YourWedding } from "../../../shared/schemas/your-wedding";
import { useWedding } from "../use-wedding";
import { pillClass } from "./your-functions";
import type { YourWeddingStrings } from "./your-wedding-strings";

function Block({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h3 id={id} className="flex items-center gap-2 text-3xl font-medium">
        <span className="text-gold">{icon}</span>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const card = "rounded-3xl border border-gold-light bg-ivory/80 p-5 shadow-sm sm:p-6";
const waiting = "rounded-2xl border border-dashed border-gold-light bg-white/60 px-5 py-4 text-muted";

export function YourRooms({ rooms, text }: { rooms: YourWedding["rooms"]; text: YourWeddingStrings }) {
  return (
    <Block id="your-room-title" title={text.roomTitle} icon={<BedDouble className="size-6" aria-hidden />}>
      {rooms.length === 0 ? (
        <p className={waiting} data-testid="room-empty">
          {text.roomEmpty}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="your-rooms">
          {rooms.map((r) => (
            <li key={`${r.hotel}|${r.roomNo}`} className={card}>
              <p className="font-display text-2xl font-medium text-wine">{text.room(r.roomNo)}</p>
              <p className="mt-1 text-sm text-muted">{[r.hotel, r.type].filter(Boolean).join(" · ")}</p>
              <p className="mt-3 text-sm">
                <span className="text-muted">{text.staying}: </span>
                {r.people.join(", ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function Trip({ label, trip, text }: { label: string; trip: YourTrip; text: YourWeddingStrings }) {
  return (
    <li className={card}>
      <p className="font-display text-2xl font-medium text-wine">{label}</p>
      <dl className="mt-3 grid gap-1.5 text-sm">
        <div>
          <dt className="inline text-muted">{text.at}: </dt>
          <dd className="inline">{trip.pointName ?? text.noPoint}</dd>
        </div>
        {trip.window && trip.at && (
          <div>
            <dt className="inline text-muted">{text.windowLabel}: </dt>
            <dd className="inline tabular-nums">{text.window(trip.at, trip.window.start, trip.window.end)}</dd>
          </div>
        )}
        {trip.vehicle && (
          <>
            <div>
              <dt className="inline text-muted">{text.vehicle}: </dt>
              <dd className="inline font-medium">{trip.vehicle.name}</dd>
            </div>
            {(trip.vehicle.driverName || trip.vehicle.driverPhone) && (
              <div>
                <dt className="inline text-muted">{text.driver}: </dt>
                <dd className="inline">
                  {[trip.vehicle.driverName, trip.vehicle.driverPhone && phoneForDisplay(trip.vehicle.driverPhone)].filter(Boolean).join(", ")}
                </dd>
              </div>
            )}
          </>
        )}
      </dl>
      {trip.vehicle?.driverPhone ? (
        <a href={`tel:${trip.vehicle.driverPhone}`} className={`${pillClass} mt-4`}>
          <Phone className="size-4" aria-hidden />
          {text.call(trip.vehicle.driverName ?? text.driver)}
        </a>
      ) : (
        !trip.vehicle && <p className={`${waiting} mt-4 text-sm`}>{text.carEmpty}</p>
      )}
    </li>
  );
}

export function YourTravel({ pickup, drop, text }: { pickup: YourTrip | null; drop: YourTrip | null; text: YourWeddingStrings }) {
  return (
    <Block id="your-travel-title" title={text.travelTitle} icon={<Car className="size-6" aria-hidden />}>
      {!pickup && !drop ? (
        <p className={waiting}>{text.noTravel}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="your-travel">
          {pickup && <Trip label={text.pickup} trip={pickup} text={text} />}
          {drop && <Trip label={text.drop} trip={drop} text={text} />}
        </ul>
      )}
    </Block>
  );
}

export function YourMenus({ menus, text }: { menus: YourWedding["menus"]; text: YourWeddingStrings }) {
  const { savedWeddingDate } = useWedding();
  return (
    <Block id="your-menus-title" title={text.menusTitle} icon={<UtensilsCrossed className="size-6" aria-hidden />}>
      {menus.length === 0 ? (
        <p className={waiting}>{text.menusEmpty}</p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="your-menus">
            {menus.map((m) => (
              <li key={`${m.day}|${m.title}`} className={card}>
                <p className="text-sm font-medium text-gold-ink">{text.day(savedWeddingDate, m.day)}</p>
                <p className="mt-1 font-display text-xl font-medium text-wine">{m.title}</p>
                {m.meals.length > 0 && (
                  <p className="mt-2 text-sm text-muted">{m.meals.map((meal) => [meal.title, meal.servingTime].filter(Boolean).join(" · ")).join(" | ")}</p>
                )}
              </li>
            ))}
          </ul>
          <Link to="/menu/view" className={`${pillClass} mt-4`}>
            {text.seeMenus}
          </Link>
        </>
      )}
    </Block>
  );
}
