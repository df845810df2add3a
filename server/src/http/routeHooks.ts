/**
 * A route's hooks of one kind with `hook` added last, for onRoute hooks that give a hook only to the routes that
 * need it: a hook on every route is a step every request pays for (docs/performance.md).
 */
export function withHook<Hook>(own: Hook | readonly Hook[] | undefined, hook: Hook): Hook[] {
  if (own === undefined) return [hook];
  return Array.isArray(own) ? [...(own as readonly Hook[]), hook] : [own as Hook, hook];
}
