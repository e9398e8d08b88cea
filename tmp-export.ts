import fs from "node:fs";
import { openDatabase } from "./db/connect";
import { writeExport } from "./src/server/modules/export/workbook";
const { db } = await openDatabase(process.argv[2]!);
const out = fs.createWriteStream(process.argv[3]!);
await writeExport(db, out);
await new Promise((r) => out.on("finish", r));
await db.destroy();
