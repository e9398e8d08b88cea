/** The purge's REST row, calling its admin procedure; the guest's withdrawal, calling theirs. */
import type { RestRoute } from "../../rest";
import { bodyWith } from "../../rest-body";

export const idDocumentRestRoutes: RestRoute[] = [
  { method: "POST", url: "/api/admin/id-documents/purge", procedure: "admin.purgeIdDocuments", call: (c) => c.admin.purgeIdDocuments() },
  {
    method: "POST",
    url: "/api/rsvp/edit/:token/withdraw-id",
    procedure: "guest.withdrawMyIdDocument",
    call: (c, req) => c.guest.withdrawMyIdDocument(bodyWith(req, { token: req.params.token! }) as never),
  },
];
