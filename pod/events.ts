// The pod's event bus: routes publish what happened to a group (ENDPOINTS §14: `instance_activity`,
// `user.<id>.imports`, `user.<id>.inbox`, `admin.<perm>`), and the activity websocket delivers each
// message to the sockets that joined the group. Messages are JSON objects with a `type` field.

export type PodEventListener = (group: string, message: Record<string, unknown> & { type: string }) => void;

export class PodEvents {
  private readonly listeners = new Set<PodEventListener>();

  publish(group: string, message: Record<string, unknown> & { type: string }): void {
    for (const listener of this.listeners) listener(group, message);
  }

  subscribe(listener: PodEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
