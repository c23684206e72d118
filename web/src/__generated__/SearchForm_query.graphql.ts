/**
 * @generated SignedSource<<8950f6863ef10ba7612d3dc8e6b14e6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OpeningHoursKind = "dropoff" | "employees" | "pickup" | "%future added value";
export type Weekday = "friday" | "monday" | "saturday" | "sunday" | "thursday" | "tuesday" | "wednesday" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SearchForm_query$data = {
  readonly publicLocations: ReadonlyArray<{
    readonly city: string;
    readonly databaseId: number;
    readonly name: string;
    readonly openingHours: ReadonlyArray<{
      readonly closes: string;
      readonly day: Weekday;
      readonly kind: OpeningHoursKind;
      readonly opens: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"LocationSelect_locations">;
  }>;
  readonly " $fragmentType": "SearchForm_query";
};
export type SearchForm_query$key = {
  readonly " $data"?: SearchForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "publicLocations",
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
          "name": "name",
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
          "concreteType": "OpeningHours",
          "kind": "LinkedField",
          "name": "openingHours",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "day",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "opens",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "closes",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LocationSelect_locations"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4d9db6aaff876a83c215585eadc8ab5e";

export default node;
