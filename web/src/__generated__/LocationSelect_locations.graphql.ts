/**
 * @generated SignedSource<<708c7ba6c66591b323c812c640644288>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LocationSelect_locations$data = ReadonlyArray<{
  readonly city: string;
  readonly databaseId: number;
  readonly isOtherPlace: boolean;
  readonly name: string;
  readonly " $fragmentType": "LocationSelect_locations";
}>;
export type LocationSelect_locations$key = ReadonlyArray<{
  readonly " $data"?: LocationSelect_locations$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationSelect_locations">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "LocationSelect_locations",
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
      "kind": "ScalarField",
      "name": "isOtherPlace",
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};

(node as any).hash = "c68dbc19ee8e374be88f28f53bf9c7ac";

export default node;
