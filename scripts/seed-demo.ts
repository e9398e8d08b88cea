/**
 * Demo content for a fresh install: `npm run seed:demo` fills an EMPTY database with a realistic
 * wedding (details, two-day itinerary whose Haldi and Sangeet ask who comes, menus, rooms, venue photos from
 * public/images, RSVPs, and a guest list of forty households: seed-demo-guest-list.ts).
 * It refuses to touch a database that already holds content.
 */
import crypto from "node:crypto";
import { pathToFileURL } from "node:url";
import type { Transaction } from "kysely";
import { type AppConfig, loadConfig } from "../fastify.config";
import { setEventAsking } from "../src/server/modules/rsvp/queries";
import { placeIntoHeldRooms } from "../src/server/modules/rooms/placements";
import { defaultHotelId } from "../src/server/modules/rooms/queries";
import { type DB, openDatabase } from "../db/connect";
import type { Database } from "../db/schema";
import { repliesWanted, seedCrowd } from "./seed-demo-crowd";
import { ASKED_FUNCTIONS, seedGuestList } from "./seed-demo-guest-list";

type Trx = Transaction<Database>;
type Veg = "vegetarian" | "non-vegetarian";
/** [name, subcategory, cuisineType, dietaryType, specialNotes?] */
type DishSpec = [string, string | null, string, Veg, string?];
interface MealSpec {
  mealType: string;
  title: string;
  servingTime: string;
  description: string;
  notes?: string;
  /** The function it is served at (its guests are who it counts); otherwise it counts who is there at its time. */
  servedAt?: string;
  dishes: DishSpec[];
}
interface DayMenuSpec {
  day: number;
  title: string;
  description: string;
  isPublished: boolean;
  meals: MealSpec[];
}

const V: Veg = "vegetarian";
const NV: Veg = "non-vegetarian";

const WEDDING = {
  groomName: "Aarav Sharma",
  brideName: "Meera Iyer",
  /** 4:00 PM IST on 7 November 2025, when the Haldi opens the celebrations. */
  weddingDate: "2025-11-07T10:30:00.000Z",
  venue: "Glenmoor Cafe & Resort",
  venueAddress: "Upper Mall Road, Kasauli, Himachal Pradesh 173204",
  directionsLink: "https://maps.google.com/?q=Kasauli+Himachal+Pradesh",
};

/** [day, eventName, time, toTime, place, dressCode, description] */
const TIMELINE: [number, string, string, string | null, string, string | null, string][] = [
  [
    1,
    "Guest Check-in",
    "12:00 PM",
    "1:00 PM",
    "Resort Reception Lobby",
    null,
    "Collect your room keys and welcome hampers, then settle in and take in the valley views.",
  ],
  [1, "Welcome Lunch", "1:00 PM", "3:00 PM", "Terrace Cafe", "Smart Casual", "A relaxed Himachali spread on the sunny terrace while everyone arrives."],
  [
    1,
    "Haldi Ceremony",
    "4:00 PM",
    "6:00 PM",
    "Marigold Garden",
    "Yellow & Florals",
    "Turmeric, marigolds and plenty of laughter as we bless the couple. Expect to get a little yellow!",
  ],
  [
    1,
    "Sangeet & Dance Night",
    "8:00 PM",
    null,
    "Pine Lawn Pavilion",
    "Indo-Western Glam",
    "Both families face off on the dance floor, followed by a DJ until late.",
  ],
  [
    2,
    "Family Photo Session",
    "10:00 AM",
    "11:00 AM",
    "Forest Trail Overlook",
    "Traditional Attire",
    "Portraits with the couple against the pines. Please be on time so every family gets its turn.",
  ],
  [
    2,
    "Wedding Ceremony",
    "11:30 AM",
    "2:00 PM",
    "Marigold Garden Mandap",
    "Traditional Attire",
    "Aarav and Meera take their pheras under the open sky. Lunch follows right after.",
  ],
  [2, "Cocktail Hour", "6:30 PM", "8:00 PM", "Sunset Deck", "Black Tie Optional", "Drinks and canapes as the sun sets over the hills."],
  [
    2,
    "Reception Dinner",
    "8:00 PM",
    null,
    "The Ridge Ballroom",
    "Black Tie Optional",
    "Toasts, the first dance and a grand dinner to celebrate the newlyweds.",
  ],
];

const DAY_MENUS: DayMenuSpec[] = [
  {
    day: 1,
    title: "Welcome Day",
    description: "Arrivals, Haldi and Sangeet: a relaxed first day in the hills.",
    isPublished: true,
    meals: [
      {
        mealType: "welcome-drinks",
        title: "Welcome Drinks",
        servingTime: "12:00 PM - 1:00 PM",
        description: "Cool sips and small bites while you check in.",
        dishes: [
          ["Aam Panna", "Beverages", "North Indian", V],
          ["Buransh Sharbat", "Beverages", "Himachali", V, "Made with rhododendron flowers from the hills"],
          ["Masala Chaas", "Beverages", "North Indian", V],
          ["Virgin Mojito", "Beverages", "Continental", V],
          ["Roasted Masala Makhana", "Snacks", "North Indian", V],
          ["Mini Chicken Seekh Skewers", "Starters", "North Indian", NV],
          ["Assorted Butter Cookies", null, "Continental", V],
        ],
      },
      {
        mealType: "lunch",
        title: "Welcome Lunch",
        servingTime: "1:00 PM - 3:00 PM",
        description: "A taste of Himachal on the terrace.",
        notes: "Himachali dishes are cooked by the resort's own Dham cooks.",
        dishes: [
          ["Tomato Dhaniya Shorba", "Soups", "North Indian", V],
          ["Kachumber Salad", "Salads", "North Indian", V],
          ["Paneer Tikka", "Starters", "North Indian", V],
          ["Chana Madra", "Main Course", "Himachali", V, "Chef's family recipe"],
          ["Chha Gosht", "Main Course", "Himachali", NV],
          ["Jeera Rice", "Main Course", "North Indian", V],
          ["Butter Naan & Missi Roti", "Breads", "North Indian", V],
          ["Meetha Bhaat", "Desserts", "Himachali", V, "Contains nuts"],
        ],
      },
      {
        mealType: "hi-tea",
        title: "Haldi Hi-Tea",
        servingTime: "4:30 PM - 6:00 PM",
        description: "Chai and snacks served in the garden during the Haldi.",
        dishes: [
          ["Masala Chai", "Beverages", "North Indian", V],
          ["Filter Coffee", "Beverages", "South Indian", V],
          ["Samosa with Mint Chutney", "Snacks", "North Indian", V],
          ["Mixed Vegetable Pakoras", "Snacks", "North Indian", V],
          ["Chicken Puffs", "Snacks", "Continental", NV],
          ["Banana Walnut Cake", "Desserts", "Continental", V, "Contains nuts"],
        ],
      },
      {
        mealType: "dinner",
        title: "Sangeet Dinner",
        servingTime: "8:30 PM - 11:00 PM",
        servedAt: "Sangeet & Dance Night",
        description: "A hearty buffet to fuel the dancing.",
        notes: "Live tandoor counter on the lawn.",
        dishes: [
          ["Sweet Corn Soup", "Soups", "Pan-Asian", V],
          ["Honey Chilli Potatoes", "Starters", "Pan-Asian", V],
          ["Amritsari Fish", "Starters", "North Indian", NV],
          ["Dal Makhani", "Main Course", "North Indian", V, "Slow-cooked overnight"],
          ["Butter Chicken", "Main Course", "North Indian", NV],
          ["Paneer Lababdar", "Main Course", "North Indian", V],
          ["Vegetable Hakka Noodles", "Main Course", "Pan-Asian", V],
          ["Assorted Indian Breads", "Breads", "North Indian", V],
          ["Gulab Jamun", "Desserts", "North Indian", V],
        ],
      },
    ],
  },
  {
    day: 2,
    title: "Wedding Day",
    description: "The pheras at noon and a grand reception under the stars.",
    isPublished: true,
    meals: [
      {
        mealType: "breakfast",
        title: "Wedding Morning Breakfast",
        servingTime: "7:30 AM - 10:00 AM",
        description: "Something for everyone before the big day begins.",
        dishes: [
          ["Aloo Paratha with White Butter", "Breads", "North Indian", V],
          ["Masala Dosa", "Main Course", "South Indian", V],
          ["Idli & Sambar", "Main Course", "South Indian", V],
          ["Eggs to Order", "Main Course", "Continental", NV, "Omelette, fried or scrambled"],
          ["Seasonal Fruit Platter", null, "Continental", V],
          ["Masala Chai", "Beverages", "North Indian", V],
          ["Fresh Orange Juice", "Beverages", "Continental", V],
        ],
      },
      {
        mealType: "lunch",
        title: "Wedding Lunch",
        servingTime: "2:00 PM - 4:00 PM",
        description: "Served in the garden right after the ceremony.",
        dishes: [
          ["Lemon Coriander Soup", "Soups", "Pan-Asian", V],
          ["Caesar Salad", "Salads", "Continental", V],
          ["Hara Bhara Kebab", "Starters", "North Indian", V],
          ["Rajma Masala", "Main Course", "North Indian", V],
          ["Kadhai Paneer", "Main Course", "North Indian", V],
          ["Mutton Rogan Josh", "Main Course", "North Indian", NV],
          ["Tandoori Roti", "Breads", "North Indian", V],
          ["Papad & Pickles", null, "North Indian", V],
          ["Moong Dal Halwa", "Desserts", "North Indian", V, "Contains nuts"],
        ],
      },
      {
        mealType: "dinner",
        title: "Reception Dinner",
        servingTime: "8:00 PM - 11:30 PM",
        description: "A celebration feast from across India and beyond.",
        notes: "The wedding cake is cut at 10 PM.",
        dishes: [
          ["Wild Mushroom Soup", "Soups", "Continental", V],
          ["Tandoori Prawns", "Starters", "North Indian", NV],
          ["Dahi Ke Kebab", "Starters", "North Indian", V],
          ["Hyderabadi Chicken Biryani", "Main Course", "South Indian", NV],
          ["Penne Arrabbiata", "Main Course", "Italian", V],
          ["Malai Kofta", "Main Course", "North Indian", V, "Contains nuts"],
          ["Garlic Naan", "Breads", "North Indian", V],
          ["Rasmalai", "Desserts", "North Indian", V],
          ["Three-Tier Wedding Cake", null, "Continental", V, "Eggless"],
        ],
      },
    ],
  },
  {
    day: 3,
    title: "Farewell Brunch",
    description: "One last meal together before the drive down the hills.",
    isPublished: false,
    meals: [
      {
        mealType: "breakfast",
        title: "Farewell Brunch",
        servingTime: "9:00 AM - 11:30 AM",
        description: "A slow brunch on the terrace.",
        notes: "Draft: confirm numbers with the kitchen by 5 November.",
        dishes: [
          ["Chole Bhature", "Main Course", "North Indian", V],
          ["Kanda Poha", "Snacks", "North Indian", V],
          ["Buttermilk Pancakes with Maple Syrup", "Desserts", "Continental", V],
          ["Chicken Sausages & Hash Browns", "Main Course", "Continental", NV],
          ["Cold Coffee", "Beverages", "Continental", V],
        ],
      },
    ],
  },
];

/** [name, description, price, isVegetarian, isGlutenFree, allergens, spiceLevel, preparationTime, servingSize, calories] */
type ItemSpec = [string, string, number, boolean, boolean, string[], string, number, string, number];
const MENU_CATEGORIES: { name: string; description: string; items: ItemSpec[] }[] = [
  {
    name: "Live Counters",
    description: "Cooked to order at stations around the lawn.",
    items: [
      ["Pani Puri", "Crisp puris with tangy mint water and spiced potato.", 180, true, false, ["gluten"], "medium", 5, "6 pieces", 220],
      [
        "Himachali Siddu",
        "Steamed wheat bun stuffed with walnut and poppy seed, served with ghee.",
        220,
        true,
        false,
        ["gluten", "nuts", "dairy"],
        "mild",
        15,
        "2 pieces",
        340,
      ],
      ["Chicken Tikka Tandoor", "Charcoal-grilled chicken with mint chutney.", 420, false, true, ["dairy"], "hot", 20, "6 pieces", 410],
      ["Wood-fired Margherita", "Thin-crust pizza with basil and mozzarella.", 380, true, false, ["gluten", "dairy"], "none", 12, "8-inch pizza", 690],
    ],
  },
  {
    name: "Dessert Bar",
    description: "Sweet endings, Indian and Continental.",
    items: [
      ["Jalebi with Rabri", "Hot saffron jalebis with chilled thickened milk.", 160, true, false, ["gluten", "dairy"], "none", 10, "1 bowl", 450],
      ["Kesar Pista Kulfi", "Saffron and pistachio kulfi on a stick.", 140, true, true, ["nuts", "dairy"], "none", 2, "1 stick", 260],
      ["Tiramisu Cups", "Espresso-soaked sponge with mascarpone cream.", 240, true, false, ["gluten", "dairy", "eggs"], "none", 3, "1 cup", 380],
    ],
  },
];

/** [roomNo, floorNo, description] */
/** [room, floor, description, type, adult beds, child beds] */
const ROOMS: [string, number, string | null, string, number, number][] = [
  ["101", 1, "Garden-facing twin room, step-free access", "Twin", 2, 0],
  ["102", 1, "Garden-facing queen room", "Queen", 2, 0],
  ["103", 1, "Family room, queen bed and two singles", "Family", 2, 2],
  ["104", 1, null, "Twin", 2, 0],
  ["201", 2, "Deluxe valley view, king bed", "Deluxe king", 2, 1],
  ["202", 2, "Deluxe valley view, twin beds", "Deluxe twin", 2, 0],
  ["203", 2, "Premium room with balcony, king bed", "Premium king", 2, 1],
  ["210", 2, null, "Twin", 2, 0],
  ["A-301", 3, "Annexe suite with sitting room, king bed", "Suite", 3, 1],
  ["A-302", 3, "Annexe attic room, queen bed and skylight", "Queen", 2, 0],
];

const VENUE_MEDIA: [string, string][] = [
  ["Marigold Garden", "Our Haldi and the wedding mandap are set among the resort's marigold beds."],
  ["Pine Forest Trail", "A quiet path through the pines behind the resort, lovely for a morning walk."],
  ["Sunset by the Water", "Rowing boats at golden hour, a short drive down the hill."],
  ["Wildflower Meadow", "Forget-me-nots in the meadow below the Sunset Deck."],
];

/** [name, kind] in the couple's order. */
const PICKUP_POINTS: [string, "airport" | "station" | "bus" | "other"][] = [
  ["Kalka station", "station"],
  ["Chandigarh airport (IXC)", "airport"],
  ["Shimla bus stand", "bus"],
];
type PointName = (typeof PICKUP_POINTS)[number][0];

/** With a crowd: two more points and a third day. */
const CROWD_POINTS: [string, "airport" | "station" | "bus" | "other"][] = [
  ["Delhi airport (DEL)", "airport"],
  ["Chandigarh ISBT", "bus"],
];
const FAREWELL = {
  eventName: "Farewell Brunch",
  time: "10:00 AM",
  toTime: "12:00 PM",
  place: "Terrace Cafe",
  dressCode: null,
  description: "One last chai together before everyone heads down the hill.",
};

/** A party's way there and back: wall-clock times at the venue (Asia/Kolkata), as guests give them. */
interface TravelSpec {
  arrival?: { at: string | null; mode: string; number?: string; point?: PointName; pickup: boolean; car?: string };
  departure?: { at: string | null; mode: string; number?: string; point?: PointName; drop: boolean; car?: string };
}

interface PersonPrefs {
  gender: string | null;
  diet: string | null;
  drink: string | null;
  makeup?: number;
}
interface RsvpSpec extends PersonPrefs {
  name: string;
  phone: string;
  status: "yes" | "no";
  createdAt: string;
  requests?: string;
  family?: (PersonPrefs & { name: string })[];
  children?: [string, number | null][];
  rooms?: string[];
  travel?: TravelSpec;
}
const RSVPS: RsvpSpec[] = [
  {
    name: "Rohan Kapoor",
    phone: "9876543210",
    gender: "male",
    diet: "non-veg",
    drink: "alcoholic",
    status: "yes",
    createdAt: "2025-10-02T08:14:27.000Z",
    requests: "Arriving on the evening Kalka toy train. A ground-floor room for my parents, please.",
    family: [
      { name: "Sunita Kapoor", gender: "female", diet: "veg", drink: "non-alcoholic", makeup: 1 },
      { name: "Vikram Kapoor", gender: "male", diet: "non-veg", drink: "alcoholic" },
    ],
    children: [
      ["Anaya Kapoor", 8],
      ["Kabir Kapoor", null],
    ],
    rooms: ["101", "102"],
    travel: {
      arrival: {
        at: "2025-11-06T19:05",
        mode: "train",
        number: "52456 toy train",
        point: "Kalka station",
        pickup: true,
        car: "Innova Crysta · Ramesh 98160 00001",
      },
      departure: { at: "2025-11-09T10:30", mode: "train", number: "12012 Shatabdi", point: "Kalka station", drop: true },
    },
  },
  {
    name: "Priya Nair",
    phone: "9847012345",
    gender: "female",
    diet: "veg",
    drink: "non-alcoholic",
    makeup: 2,
    status: "yes",
    createdAt: "2025-10-06T14:42:05.000Z",
    requests: "Severe peanut allergy, please flag my meals.",
    family: [{ name: "Arjun Nair", gender: "male", diet: "non-veg", drink: "alcoholic" }],
    travel: {
      arrival: { at: "2025-11-07T14:20", mode: "train", number: "12011 Shatabdi", point: "Kalka station", pickup: true },
      // Driving back themselves, time not fixed yet.
      departure: { at: null, mode: "car", drop: false },
    },
  },
  {
    name: "Sameer Khan",
    phone: "9123456780",
    gender: "male",
    diet: "non-veg",
    drink: "alcoholic",
    status: "yes",
    createdAt: "2025-10-11T19:03:51.000Z",
    travel: { arrival: { at: "2025-11-07T14:45", mode: "bus", number: "HRTC Volvo", point: "Kalka station", pickup: true } },
  },
  {
    name: "Ananya Iyer",
    phone: "9988776655",
    gender: "female",
    diet: "vegan",
    drink: "non-alcoholic",
    makeup: 3,
    status: "yes",
    createdAt: "2025-10-15T06:27:10.000Z",
    family: [
      { name: "Lakshmi Iyer", gender: "female", diet: "veg", drink: "non-alcoholic", makeup: 1 },
      { name: "Raghav Iyer", gender: "male", diet: "veg", drink: "non-alcoholic" },
      { name: "Divya Iyer", gender: "female", diet: "vegan", drink: "alcoholic", makeup: 2 },
    ],
    children: [
      ["Ishaan Iyer", 12],
      ["Meenu Iyer", 3],
    ],
    rooms: ["201", "202", "203"],
    travel: {
      arrival: { at: "2025-11-07T14:05", mode: "train", number: "12011 Shatabdi", point: "Kalka station", pickup: true },
      departure: {
        at: "2025-11-09T16:10",
        mode: "flight",
        number: "6E 2134",
        point: "Chandigarh airport (IXC)",
        drop: true,
        car: "Tempo Traveller · Gurpreet 98160 00002",
      },
    },
  },
  {
    name: "Neha Gupta",
    phone: "9811122233",
    gender: "female",
    diet: null,
    drink: null,
    status: "no",
    createdAt: "2025-10-20T11:55:38.000Z",
    requests: "So sorry to miss it. Sending all our love to Aarav and Meera!",
  },
  {
    name: "Dev Malhotra",
    phone: "9000011111",
    gender: "prefer-not-to-say",
    diet: "veg",
    drink: "alcoholic",
    status: "yes",
    createdAt: "2025-10-27T16:20:44.000Z",
    travel: {
      arrival: { at: "2025-11-07T09:40", mode: "flight", number: "6E 5261", point: "Chandigarh airport (IXC)", pickup: true },
      departure: { at: "2025-11-09T09:15", mode: "bus", point: "Shimla bus stand", drop: true },
    },
  },
];

export interface ContentCounts {
  wedding: number;
  rsvps: number;
  familyMembers: number;
  children: number;
  rooms: number;
  roomAssignments: number;
  timelineEvents: number;
  dayMenus: number;
  menus: number;
  menuDishes: number;
  menuCategories: number;
  menuItems: number;
  venueMedia: number;
  pickupPoints: number;
  travel: number;
  households: number;
}

/** Row counts of every content table. */
export async function contentCounts(db: DB | Trx): Promise<ContentCounts> {
  const tables = [
    "wedding",
    "rsvps",
    "familyMembers",
    "children",
    "rooms",
    "roomAssignments",
    "timelineEvents",
    "dayMenus",
    "menus",
    "menuDishes",
    "menuCategories",
    "menuItems",
    "venueMedia",
    "pickupPoints",
    "travel",
    "households",
  ] as const;
  const counts = {} as ContentCounts;
  for (const t of tables) {
    const row = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    counts[t] = Number(row.n);
  }
  return counts;
}

const GUARDED: [keyof ContentCounts, string][] = [
  ["wedding", "wedding details"],
  ["rsvps", "RSVPs"],
  ["rooms", "rooms"],
  ["timelineEvents", "timeline events"],
  ["dayMenus", "day menus"],
  ["menus", "meals"],
  ["menuCategories", "menu categories"],
  ["venueMedia", "venue media"],
  ["pickupPoints", "pickup points"],
  ["households", "guest list households"],
];

/**
 * Fills an empty database with demo content, in one transaction. Throws if any content exists. Invitation links are
 * made under `appSecret`; without it (a seed before the server first starts) the server's start stores the hashes of
 * its own secret's links (backfillInviteLinks).
 */
/** `replies`: the total replies wanted; above the demo's own, a generated crowd (seed-demo-crowd.ts) and a third day make it up. */
export async function seedDemo(db: DB, appSecret: string = crypto.randomBytes(32).toString("hex"), replies = 0): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const counts = await contentCounts(trx);
    const present = GUARDED.filter(([t]) => counts[t] > 0).map(([, label]) => label);
    if (present.length > 0) {
      throw new Error(`The database is not empty (it already has ${present.join(", ")}); the demo seed only fills an empty database, so nothing was changed.`);
    }
    const now = new Date().toISOString();

    await trx
      .insertInto("wedding")
      .values({ id: 1, ...WEDDING, backgroundAudioUrl: null, backgroundAudioTitle: null, backgroundAudioEnabled: 0, updatedAt: now })
      .execute();

    const orderInDay = new Map<number, number>();
    await trx
      .insertInto("timelineEvents")
      .values(
        TIMELINE.map(([day, eventName, time, toTime, place, dressCode, description]) => {
          const displayOrder = orderInDay.get(day) ?? 0;
          orderInDay.set(day, displayOrder + 1);
          const asksAttendance = ASKED_FUNCTIONS.includes(eventName) ? 1 : 0;
          return { day, eventName, time, toTime, place, dressCode, description, customIconUrl: null, displayOrder, asksAttendance };
        }),
      )
      .execute();

    for (const dm of DAY_MENUS) {
      const { id: dayMenuId } = await trx
        .insertInto("dayMenus")
        .values({ day: dm.day, title: dm.title, description: dm.description, isPublished: dm.isPublished ? 1 : 0 })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [mealOrder, meal] of dm.meals.entries()) {
        const { id: menuId } = await trx
          .insertInto("menus")
          .values({
            dayMenuId,
            day: dm.day,
            mealType: meal.mealType,
            title: meal.title,
            servingTime: meal.servingTime,
            description: meal.description,
            notes: meal.notes ?? null,
            servedAtEventId: meal.servedAt
              ? (await trx.selectFrom("timelineEvents").select("id").where("eventName", "=", meal.servedAt).executeTakeFirstOrThrow()).id
              : null,
            displayOrder: mealOrder,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("menuDishes")
          .values(
            meal.dishes.map(([name, subcategory, cuisineType, dietaryType, specialNotes], displayOrder) => ({
              menuId,
              name,
              subcategory,
              cuisineType,
              dietaryType,
              specialNotes: specialNotes ?? null,
              displayOrder,
            })),
          )
          .execute();
      }
    }

    for (const [catOrder, cat] of MENU_CATEGORIES.entries()) {
      const { id: categoryId } = await trx
        .insertInto("menuCategories")
        .values({ name: cat.name, description: cat.description, displayOrder: catOrder })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("menuItems")
        .values(
          cat.items.map(([name, description, price, veg, glutenFree, allergens, spiceLevel, preparationTime, servingSize, calories], displayOrder) => ({
            categoryId,
            name,
            description,
            price,
            isVegetarian: veg ? 1 : 0,
            isGlutenFree: glutenFree ? 1 : 0,
            allergens: JSON.stringify(allergens),
            spiceLevel,
            preparationTime,
            servingSize,
            calories,
            displayOrder,
          })),
        )
        .execute();
    }

    const roomIds = new Map<string, number>();
    const hotelId = await defaultHotelId(trx);
    for (const [roomNo, floorNo, description, roomType, adultBeds, childBeds] of ROOMS) {
      const { id } = await trx
        .insertInto("rooms")
        .values({ hotelId, roomNo, floorNo, description, roomType, adultBeds, childBeds })
        .returning("id")
        .executeTakeFirstOrThrow();
      roomIds.set(roomNo, id);
    }

    await trx
      .insertInto("venueMedia")
      .values(
        VENUE_MEDIA.map(([title, description], i) => ({ type: "image", mediaUrl: `/images/venue-${i + 1}.webp`, title, description, displayOrder: i + 1 })),
      )
      .execute();

    const pointIds = new Map<string, number>();
    for (const [displayOrder, [name, kind]] of PICKUP_POINTS.entries()) {
      pointIds.set(name, (await trx.insertInto("pickupPoints").values({ name, kind, displayOrder }).returning("id").executeTakeFirstOrThrow()).id);
    }

    const replyIds = new Map<string, string>();
    for (const r of RSVPS) {
      const id = crypto.randomUUID();
      replyIds.set(r.name, id);
      await trx
        .insertInto("rsvps")
        .values({
          id,
          primaryGuestName: r.name,
          primaryGuestPhone: `+91${r.phone}`, // stored in E.164, as a reply through the form is
          primaryGuestGender: r.gender,
          rsvpStatus: r.status,
          dietaryPreference: r.diet,
          beveragePreference: r.drink,
          needsMakeupArtist: r.makeup ? 1 : 0,
          makeupCount: r.makeup ?? 0,
          idProofUrl: null,
          uploadMode: null,
          specialRequests: r.requests ?? null,
          idempotencyKey: null,
          createdAt: r.createdAt,
        })
        .execute();
      if (r.family?.length) {
        await trx
          .insertInto("familyMembers")
          .values(
            r.family.map((m, position) => ({
              rsvpId: id,
              position,
              name: m.name,
              gender: m.gender,
              dietaryPreference: m.diet,
              beveragePreference: m.drink,
              needsMakeupArtist: m.makeup ? 1 : 0,
              makeupCount: m.makeup ?? 0,
              idProofUrl: null,
              uploadMode: null,
            })),
          )
          .execute();
      }
      if (r.children?.length) {
        await trx
          .insertInto("children")
          .values(r.children.map(([name, age], position) => ({ rsvpId: id, position, name, age })))
          .execute();
      }
      if (r.rooms?.length) {
        await trx
          .insertInto("roomAssignments")
          .values(
            r.rooms.map((roomNo, i) => ({
              rsvpId: id,
              roomId: roomIds.get(roomNo)!,
              createdAt: new Date(Date.parse(r.createdAt) + (i + 1) * 86_400_000).toISOString(),
            })),
          )
          .execute();
        if (r.status === "yes") await placeIntoHeldRooms(trx, id);
      }
      if (r.travel) {
        const { arrival: a, departure: d } = r.travel;
        await trx
          .insertInto("travel")
          .values({
            rsvpId: id,
            arrivalAt: a?.at ?? null,
            arrivalMode: a?.mode ?? null,
            arrivalNumber: a?.number ?? null,
            arrivalPointId: a?.point ? pointIds.get(a.point)! : null,
            needsPickup: a?.pickup ? 1 : 0,
            arrivalVehicle: a?.car ?? null,
            departureAt: d?.at ?? null,
            departureMode: d?.mode ?? null,
            departureNumber: d?.number ?? null,
            departurePointId: d?.point ? pointIds.get(d.point)! : null,
            needsDrop: d?.drop ? 1 : 0,
            departureVehicle: d?.car ?? null,
          })
          .execute();
      }
    }

    if (replies > RSVPS.length) {
      for (const [name, kind] of CROWD_POINTS) {
        pointIds.set(
          name,
          (await trx.insertInto("pickupPoints").values({ name, kind, displayOrder: pointIds.size }).returning("id").executeTakeFirstOrThrow()).id,
        );
      }
      await trx
        .insertInto("timelineEvents")
        .values({ ...FAREWELL, day: 3, customIconUrl: null, displayOrder: 0, asksAttendance: 0 })
        .execute();
      await seedCrowd(trx, { count: replies - RSVPS.length, firstDay: WEDDING.weddingDate.slice(0, 10), days: 3, pointIds: [...pointIds.values()] });
    }

    // Replies given without choosing join every asked function, as when the couple turns asking on.
    const events = await trx.selectFrom("timelineEvents").select(["id", "eventName", "asksAttendance"]).execute();
    for (const e of events) if (e.asksAttendance) await setEventAsking(trx, e.id, true);
    await seedGuestList(trx, appSecret, replyIds, new Map(events.map((e) => [e.eventName, e.id])));
  });
}

function summary(c: ContentCounts, file: string): string {
  return (
    `Seeded demo data into ${file}: 1 wedding, ${c.timelineEvents} timeline events, ${c.dayMenus} day menus, ${c.menus} meals, ${c.menuDishes} dishes, ` +
    `${c.menuCategories} menu categories, ${c.menuItems} menu items, ${c.rooms} rooms, ${c.venueMedia} venue media, ${c.rsvps} RSVPs ` +
    `(${c.familyMembers} family members, ${c.children} children), ${c.roomAssignments} room assignments, ${c.pickupPoints} pickup points, ${c.travel} travel plans, ${c.households} households on the guest list.`
  );
}

async function main(): Promise<number> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  }
  const { db } = await openDatabase(config.dbFile);
  try {
    await seedDemo(db, config.appSecret, repliesWanted(process.argv.slice(2)) ?? 0);
    console.log(summary(await contentCounts(db), config.dbFile));
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 1;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`Demo seed failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
