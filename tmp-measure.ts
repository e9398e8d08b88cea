import { openDatabase } from "./db/connect";
import { headcountInputs } from "./src/server/modules/headcounts/queries";
import { computeHeadcounts } from "./src/server/modules/headcounts/rules";
const { db } = await openDatabase(process.argv[2]!);
const c = computeHeadcounts(await headcountInputs(db));
for (const m of c.meals) console.log(m.day, m.title, m.servingTime, m.basis, m.servedAt?.eventName ?? "", `total ${m.total} (adults ${m.adults}, children ${m.children}) veg ${m.veg} nonveg ${m.nonVeg} vegan ${m.vegan} jain ${m.jain} unspec ${m.dietUnspecified} noTravel ${m.withoutTravel} foodReq ${m.foodRequests.length}`);
console.log("other", c.otherRequests.map((r) => r.text));
await db.destroy();
