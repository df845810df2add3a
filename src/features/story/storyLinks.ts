// The IP asset link is shared with the licence verification page (services/storyExplorer.ts).
export { ipAssetUrl } from '../../services/storyExplorer';

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}
