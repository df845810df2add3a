/**
 * Places the Story stand-ins (story/*.sol) at Story's own addresses on the devnet (docs/product.md §10.6), so the API
 * and the SPA use one configuration (contract/story/addresses.ts) on the devnet and on Story. Runtime code only
 * (`hardhat_setCode`): the stand-ins keep no constructor state, so there is no storage to set up. Done on every start,
 * before a kept chain replays its calls, and straight on the node rather than through the recording relay: the code
 * is part of the devnet, not of the history kept in `calls.jsonl`.
 */
import { STORY_ADDRESSES, type StoryContract } from '../../contract/story/addresses.js';
import { compileStoryStandIn, type StoryStandIn } from './compile.js';

/** Which stand-in runs at which Story address. */
export const STORY_STAND_IN_ADDRESSES: Record<StoryStandIn, StoryContract> = {
  RegistrationWorkflows: 'registrationWorkflows',
  IPAssetRegistry: 'ipAssetRegistry',
  CoreMetadataModule: 'coreMetadataModule',
  PILicenseTemplate: 'piLicenseTemplate',
  LicensingModule: 'licensingModule',
  LicenseToken: 'licenseToken',
  LicenseRegistry: 'licenseRegistry',
  AccessController: 'accessController',
};

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (answer.error !== undefined) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** Sets the stand-ins' code on the node at `nodeUrl`; resolves to their addresses by contract name. */
export async function placeStoryStandIns(nodeUrl: string): Promise<Record<StoryStandIn, string>> {
  const entries = Object.entries(STORY_STAND_IN_ADDRESSES) as [StoryStandIn, StoryContract][];
  await Promise.all(
    entries.map(([name, key]) =>
      rpc(nodeUrl, 'hardhat_setCode', [STORY_ADDRESSES[key], compileStoryStandIn(name).deployedBytecode]),
    ),
  );
  return Object.fromEntries(entries.map(([name, key]) => [name, STORY_ADDRESSES[key]])) as Record<
    StoryStandIn,
    string
  >;
}
