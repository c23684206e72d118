/**
 * @generated SignedSource<<14d7448c550488bff7d61307d27f74ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderSummary_search$data = {
  readonly days: number;
  readonly dropoffAt: string;
  readonly dropoffLocation: {
    readonly address1: string;
    readonly address2: string | null | undefined;
    readonly city: string;
    readonly isOtherPlace: boolean;
    readonly name: string;
    readonly zip: string;
  };
  readonly pickupAt: string;
  readonly pickupLocation: {
    readonly address1: string;
    readonly address2: string | null | undefined;
    readonly city: string;
    readonly isOtherPlace: boolean;
    readonly name: string;
    readonly zip: string;
  };
  readonly " $fragmentType": "OrderSummary_search";
};
export type OrderSummary_search$key = {
  readonly " $data"?: OrderSummary_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_search">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "address1",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "address2",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "zip",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "city",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isOtherPlace",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderSummary_search",
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
      "name": "pickupAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dropoffAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "pickupLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "dropoffLocation",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};
})();

(node as any).hash = "7bba46b60a20d7da3e20bde238bfa8f4";

export default node;
