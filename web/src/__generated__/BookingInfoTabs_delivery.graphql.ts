/**
 * @generated SignedSource<<65c8a5b56bd6291b14273e672f05722d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingLineType = "accessory" | "insurance" | "rental" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BookingInfoTabs_delivery$data = {
  readonly dropoffAddress: string | null | undefined;
  readonly dropoffAt: string;
  readonly dropoffLocation: {
    readonly name: string;
  };
  readonly lines: ReadonlyArray<{
    readonly id: string;
    readonly lineType: BookingLineType;
    readonly product: {
      readonly licensePlate: string | null | undefined;
      readonly name: string;
    } | null | undefined;
    readonly rentalOption: {
      readonly title: string;
    };
  }>;
  readonly pickupAddress: string | null | undefined;
  readonly pickupAt: string;
  readonly pickupLocation: {
    readonly name: string;
  };
  readonly " $fragmentType": "BookingInfoTabs_delivery";
};
export type BookingInfoTabs_delivery$key = {
  readonly " $data"?: BookingInfoTabs_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingInfoTabs_delivery">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingInfoTabs_delivery",
  "selections": [
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
      "name": "pickupAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dropoffAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "pickupLocation",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "dropoffLocation",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
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
          "name": "lineType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RentalOption",
          "kind": "LinkedField",
          "name": "rentalOption",
          "plural": false,
          "selections": [
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
          "args": null,
          "concreteType": "Product",
          "kind": "LinkedField",
          "name": "product",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "licensePlate",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "aaeef330ef77969637507a6868d654c6";

export default node;
