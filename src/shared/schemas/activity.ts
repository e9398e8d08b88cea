import { z } from "zod";

export const ACTIVITY_PAGE_SIZE_DEFAULT = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 100;

const PAGE_MESSAGE = "Page must be a whole number from 1";
const SIZE_MESSAGE = `Page size must be between 1 and ${ACTIVITY_PAGE_SIZE_MAX}`;
/** Query strings carry numbers as text. */
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v === "" ? undefined : v);

/** GET /api/admin/activity?page=&pageSize= and admin.activity. */
export const ZActivityListInput = z
  .object({
    page: z.preprocess(toNumber, z.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).default(1)),
    pageSize: z.preprocess(
      toNumber,
      z.number({ error: SIZE_MESSAGE }).int(SIZE_MESSAGE).min(1, SIZE_MESSAGE).max(ACTIVITY_PAGE_SIZE_MAX, SIZE_MESSAGE).default(ACTIVITY_PAGE_SIZE_DEFAULT),
    ),
  })
  .default({ page: 1, pageSize: ACTIVITY_PAGE_SIZE_DEFAULT });
export type ActivityListInput = z.input<typeof ZActivityListInput>;

export const ZActivityEntry = z.object({
  id: z.number(),
  /** UTC ISO instant; shown in the wedding's zone. */
  at: z.string(),
  /** The team member; null with adminName null: the server itself (the timed purge). */
  adminId: z.number().nullable(),
  adminName: z.string().nullable(),
  action: z.string(),
  detail: z.string(),
  rsvpId: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

/** Newest first. */
export const ZActivityPage = z.object({
  entries: z.array(ZActivityEntry),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ActivityPage = z.infer<typeof ZActivityPage>;
