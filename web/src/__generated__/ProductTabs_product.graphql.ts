/**
 * @generated SignedSource<<a33185794425d394a2db16a513209757>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "cancelled" | "completed" | "confirmed" | "delivered" | "pending" | "returned" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductTabs_product$data = {
  readonly bookings: ReadonlyArray<{
    readonly customerName: string;
    readonly databaseId: number;
    readonly dropoffAt: string;
    readonly id: string;
    readonly number: string;
    readonly pickupAt: string;
    readonly status: BookingStatus;
  }>;
  readonly rentalOption: {
    readonly databaseId: number;
    readonly title: string;
  } | null | undefined;
  readonly " $fragmentType": "ProductTabs_product";
};
export type ProductTabs_product$key = {
  readonly " $data"?: ProductTabs_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductTabs_product">;
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
  "name": "ProductTabs_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RentalOption",
      "kind": "LinkedField",
      "name": "rentalOption",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "Booking",
      "kind": "LinkedField",
      "name": "bookings",
      "plural": true,
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
          "name": "number",
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
          "kind": "ScalarField",
          "name": "customerName",
          "storageKey": null
        }
      ],
      "storageKey": "bookings(first:20)"
    }
  ],
  "type": "Product",
  "abstractKey": null
};
})();

(node as any).hash = "c64a8dd1f44372112534ea090f4ba6e5";

export default node;
