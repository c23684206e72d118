/**
 * @generated SignedSource<<674ec24a67574fc222cfa352f6070a85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WizardCheck_search$data = {
  readonly accessoryLimits: ReadonlyArray<{
    readonly automatic: boolean;
    readonly databaseId: number;
    readonly maxAmount: number;
    readonly title: string;
  }>;
  readonly freeVehicles: ReadonlyArray<{
    readonly databaseId: number;
  }>;
  readonly insurances: ReadonlyArray<{
    readonly slug: string;
  }>;
  readonly " $fragmentType": "WizardCheck_search";
};
export type WizardCheck_search$key = {
  readonly " $data"?: WizardCheck_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"WizardCheck_search">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WizardCheck_search",
  "selections": [
    {
      "alias": "freeVehicles",
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
        (v0/*:: as any*/)
      ],
      "storageKey": "offers(group:\"vehicles\")"
    },
    {
      "alias": "accessoryLimits",
      "args": [
        {
          "kind": "Literal",
          "name": "group",
          "value": "accessories"
        }
      ],
      "concreteType": "RentalOffer",
      "kind": "LinkedField",
      "name": "offers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "automatic",
          "storageKey": null
        }
      ],
      "storageKey": "offers(group:\"accessories\")"
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
        }
      ],
      "storageKey": "offers(group:\"insurance\")"
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};
})();

(node as any).hash = "06e488f79b1940e5f6fa6448d6b1a9c2";

export default node;
