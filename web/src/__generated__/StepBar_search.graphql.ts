/**
 * @generated SignedSource<<001646564f54ab05739e3e423025d97a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StepBar_search$data = {
  readonly cart: {
    readonly accessoriesTotal: string;
    readonly insuranceTotal: string;
    readonly rentalTotal: string;
    readonly total: string;
  };
  readonly days: number;
  readonly vatIncluded: boolean;
  readonly " $fragmentType": "StepBar_search";
};
export type StepBar_search$key = {
  readonly " $data"?: StepBar_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"StepBar_search">;
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
  "name": "StepBar_search",
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
          "name": "rentalTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "insuranceTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accessoriesTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};

(node as any).hash = "17a86af0a15cac7d1fb8e4b7864cd4bf";

export default node;
