export type IdProof = { kind: "none" } | { kind: "single"; url: string } | { kind: "front-back"; front: string; back: string };

export const ID_PROOF_SEPARATOR = "|";

/** A stored ID proof: empty, one path, or "front|back". */
export function parseIdProof(value: string | null | undefined): IdProof {
  const v = value?.trim();
  if (!v) return { kind: "none" };
  if (v.includes(ID_PROOF_SEPARATOR)) {
    const [front = "", back = ""] = v.split(ID_PROOF_SEPARATOR).map((s) => s.trim());
    if (front && back) return { kind: "front-back", front, back };
    return front || back ? { kind: "single", url: front || back } : { kind: "none" };
  }
  return { kind: "single", url: v };
}

export function joinIdProof(front: string, back: string): string {
  return `${front}${ID_PROOF_SEPARATOR}${back}`;
}

/**
 * What a desk session reads in place of a document path (issue 17): the desk never opens ID documents, so it
 * learns only that one is on file. Not a path, so no link is ever built from it.
 */
export const ID_ON_FILE = "on-file";
