/**
 * @generated SignedSource<<1c46f64ec05ad76a0a0bc5939aa79103>>
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
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};
})();

(node as any).hash = "22a680dd84fc189ef9598a853c3515c8";

export default node;
