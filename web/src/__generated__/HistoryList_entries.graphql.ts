/**
 * @generated SignedSource<<7bcff95561263e3fdb91d4a609ff5b46>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryList_entries$data = ReadonlyArray<{
  readonly at: string;
  readonly authorName: string | null | undefined;
  readonly changes: unknown | null | undefined;
  readonly comment: string;
  readonly id: string;
  readonly status: string | null | undefined;
  readonly valueNames: unknown | null | undefined;
  readonly " $fragmentType": "HistoryList_entries";
}>;
export type HistoryList_entries$key = ReadonlyArray<{
  readonly " $data"?: HistoryList_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryList_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HistoryList_entries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authorName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "changes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "valueNames",
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};

(node as any).hash = "4b2386431d08de34a13fe9de47d962fa";

export default node;
