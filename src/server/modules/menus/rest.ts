/** REST rows for day menus, meals, dishes, categories and menu items (admin); GET /api/menus/{menuId}/dishes is in rest.ts. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

const id = (req: { params: Record<string, string> }) => ({ id: req.params.id as never });

export const menusRestRoutes: RestRoute[] = [
  { method: "GET", url: "/api/day-menus", procedure: "admin.dayMenus", call: (c) => c.admin.dayMenus() },
  { method: "POST", url: "/api/day-menus", procedure: "admin.createDayMenu", status: 201, call: (c, req) => c.admin.createDayMenu(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/day-menus/:id", procedure: "admin.updateDayMenu", call: (c, req) => c.admin.updateDayMenu(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/day-menus/:id", procedure: "admin.deleteDayMenu", call: (c, req) => c.admin.deleteDayMenu(id(req)) },

  { method: "GET", url: "/api/menus", procedure: "admin.meals", call: (c) => c.admin.meals() },
  { method: "POST", url: "/api/menus", procedure: "admin.createMeal", status: 201, call: (c, req) => c.admin.createMeal(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/menus/:id", procedure: "admin.updateMeal", call: (c, req) => c.admin.updateMeal(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/menus/:id", procedure: "admin.deleteMeal", call: (c, req) => c.admin.deleteMeal(id(req)) },

  {
    method: "POST",
    url: "/api/menus/:menuId/dishes",
    procedure: "admin.createDish",
    status: 201,
    call: (c, req) => c.admin.createDish(bodyWith(req, { menuId: req.params.menuId! }) as never),
  },
  { method: "PUT", url: "/api/menu-dishes/:id", procedure: "admin.updateDish", call: (c, req) => c.admin.updateDish(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/menu-dishes/:id", procedure: "admin.deleteDish", call: (c, req) => c.admin.deleteDish(id(req)) },

  { method: "GET", url: "/api/menu-categories", procedure: "admin.menuCategories", call: (c) => c.admin.menuCategories() },
  { method: "POST", url: "/api/menu-categories", procedure: "admin.createMenuCategory", status: 201, call: (c, req) => c.admin.createMenuCategory(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/menu-categories/:id", procedure: "admin.updateMenuCategory", call: (c, req) => c.admin.updateMenuCategory(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/menu-categories/:id", procedure: "admin.deleteMenuCategory", call: (c, req) => c.admin.deleteMenuCategory(id(req)) },

  { method: "GET", url: "/api/menu-items", procedure: "admin.menuItems", call: (c) => c.admin.menuItems() },
  { method: "POST", url: "/api/menu-items", procedure: "admin.createMenuItem", status: 201, call: (c, req) => c.admin.createMenuItem(bodyWith(req, {}) as never) },
  { method: "PUT", url: "/api/menu-items/:id", procedure: "admin.updateMenuItem", call: (c, req) => c.admin.updateMenuItem(bodyWith(req, { id: req.params.id! }) as never) },
  { method: "DELETE", url: "/api/menu-items/:id", procedure: "admin.deleteMenuItem", call: (c, req) => c.admin.deleteMenuItem(id(req)) },
];
