/** The purge's REST row, calling its admin procedure. */
import type { RestRoute } from "../../rest";

export const idDocumentRestRoutes: RestRoute[] = [
  { method: "POST", url: "/api/admin/id-documents/purge", procedure: "admin.purgeIdDocuments", call: (c) => c.admin.purgeIdDocuments() },
];
