/**
 * @generated SignedSource<<8bd9ae7d59c102976793d9d554de3579>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BookingLineType = "accessory" | "insurance" | "rental" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CartTable_search$data = {
  readonly cart: {
    readonly lines: ReadonlyArray<{
      readonly amount: number;
      readonly databaseId: number;
      readonly lineType: BookingLineType;
      readonly locked: boolean;
      readonly nodailyprice: boolean;
      readonly pricePerDay: string;
      readonly title: string;
      readonly titleLanguage: string;
      readonly totalPrice: string;
    }>;
    readonly total: string;
  };
  readonly vatIncluded: boolean;
  readonly " $fragmentType": "CartTable_search";
};
export type CartTable_search$key = {
  readonly " $data"?: CartTable_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartTable_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cart"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartTable_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatIncluded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "input",
          "variableName": "cart"
        }
      ],
      "concreteType": "CartQuote",
      "kind": "LinkedField",
      "name": "cart",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CartLineQuote",
          "kind": "LinkedField",
          "name": "lines",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "databaseId",
              "storageKey": null
            },
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
              "name": "titleLanguage",
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
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "locked",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalPrice",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pricePerDay",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "nodailyprice",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};

(node as any).hash = "dfb6202ed6e6e494d9a42f6b840c8c0b";

export default node;
