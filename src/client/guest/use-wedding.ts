import { useQuery } from "@tanstack/react-query";
import { weddingView } from "../../shared/wedding-view";
import { trpc } from "../trpc";

/** Wedding details with the default texts filled in where the couple has not set them yet. */
export function useWedding() {
  const query = useQuery(trpc.guest.weddingDetails.queryOptions());
  return { query, ...weddingView(query.data) };
}
