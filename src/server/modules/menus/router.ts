import { ZMenuIdInput } from "../../../shared/schemas";
import { findSession } from "../../trpc/context";
import { notFound } from "../../trpc/errors";
import { publicProcedure } from "../../trpc/init";
import { isMealPublished, listDayMenus, listDishes } from "./queries";

export const menusGuestProcedures = {
  publishedDayMenus: publicProcedure.query(({ ctx }) => listDayMenus(ctx.db, { publishedOnly: true })),

  /** Dishes of a meal: any meal for the admin, only meals of published day menus for guests. */
  mealDishes: publicProcedure.input(ZMenuIdInput).query(async ({ ctx, input }) => {
    const published = await isMealPublished(ctx.db, input.menuId);
    if (published === null || (!published && !(await findSession(ctx)))) throw notFound("Menu not found");
    return listDishes(ctx.db, input.menuId);
  }),
};
