import type { Migration } from "kysely";
import * as m0001 from "./0001-initial";
import * as m0002 from "./0002-upload-tokens";
import * as m0003 from "./0003-login-links";
import * as m0004 from "./0004-reply-links";
import * as m0005 from "./0005-functions";
import * as m0006 from "./0006-travel";
import * as m0007 from "./0007-team-and-documents";
import * as m0008 from "./0008-upload-shares-and-withdrawals";
import * as m0009 from "./0009-guest-list";
import * as m0010 from "./0010-fleet";
import * as m0011 from "./0011-meals";
import * as m0012 from "./0012-hotels";
import * as m0013 from "./0013-phones-e164";
import * as m0014 from "./0014-announcements";
import * as m0015 from "./0015-whatsapp-sends";
import * as m0016 from "./0016-guest-page";
import * as m0017 from "./0017-possible-household";

/** Static registry: bundlers cannot follow a folder scan, and order must never depend on the file system. */
export const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-upload-tokens": m0002,
  "0003-login-links": m0003,
  "0004-reply-links": m0004,
  "0005-functions": m0005,
  "0006-travel": m0006,
  "0007-team-and-documents": m0007,
  "0008-upload-shares-and-withdrawals": m0008,
  "0009-guest-list": m0009,
  "0010-fleet": m0010,
  "0011-meals": m0011,
  "0012-hotels": m0012,
  "0013-phones-e164": m0013,
  "0014-announcements": m0014,
  "0015-whatsapp-sends": m0015,
  "0016-guest-page": m0016,
  "0017-possible-household": m0017,
};
