import { notFound } from "next/navigation";

// Any path that no route claims renders the localized not-found page.
export default function CatchAll() {
  notFound();
}
