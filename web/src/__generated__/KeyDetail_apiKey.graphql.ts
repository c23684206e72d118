/**
 * @generated SignedSource<<46e4dcd9ee2c62f9d858563247aee2fb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyPriceType = "business" | "private" | "%future added value";
export type ApiKeyRight = "book" | "read_bookings" | "search" | "%future added value";
export type ApiKeyStatus = "active" | "expired" | "grace" | "revoked" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type KeyDetail_apiKey$data = {
  readonly contactEmail: string;
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly locations: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly name: string;
  readonly predecessorWorking: boolean;
  readonly prefix: string;
  readonly priceType: ApiKeyPriceType;
  readonly rights: ReadonlyArray<ApiKeyRight>;
  readonly status: ApiKeyStatus;
  readonly webhookUnavailableReason: string | null | undefined;
  readonly " $fragmentType": "KeyDetail_apiKey";
};
export type KeyDetail_apiKey$key = {
  readonly " $data"?: KeyDetail_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"KeyDetail_apiKey">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "KeyDetail_apiKey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "prefix",
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
      "name": "rights",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "priceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "webhookUnavailableReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "predecessorWorking",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "locations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};
})();

(node as any).hash = "238340b8c1640df2c03fa180ff52f27e";

export default node;
