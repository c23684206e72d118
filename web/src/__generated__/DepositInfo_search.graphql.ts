/**
 * @generated SignedSource<<1e41db8891912ab4a1fe9d9687c79a5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CustomerType = "business" | "private" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DepositInfo_search$data = {
  readonly customerType: CustomerType;
  readonly days: number;
  readonly insurances: ReadonlyArray<{
    readonly damageDeductible: string | null | undefined;
    readonly slug: string;
    readonly title: string;
  }>;
  readonly vehicles: ReadonlyArray<{
    readonly damageDeductible: string | null | undefined;
    readonly databaseId: number;
  }>;
  readonly " $fragmentType": "DepositInfo_search";
};
export type DepositInfo_search$key = {
  readonly " $data"?: DepositInfo_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"DepositInfo_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "damageDeductible",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DepositInfo_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerType",
      "storageKey": null
    },
    {
      "alias": "vehicles",
      "args": [
        {
          "kind": "Literal",
          "name": "group",
          "value": "vehicles"
        }
      ],
      "concreteType": "RentalOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": "offers(group:\"vehicles\")"
    },
    {
      "alias": "insurances",
      "args": [
        {
          "kind": "Literal",
          "name": "group",
          "value": "insurance"
        }
      ],
      "concreteType": "RentalOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": "offers(group:\"insurance\")"
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};
})();

(node as any).hash = "e53a3ee250ee09a629f33596e794fdc8";

export default node;
