import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards and on
 * every render of a component that mounts in the browser. A component whose first render would
 * differ from its server render (the browser's clock or zone, or a query answered by a fetch that
 * finished before a later Suspense boundary hydrated) draws its server version until this is true,
 * so hydration never meets different HTML (React error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, onClient, onServer);
}
