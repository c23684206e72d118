/**
 * @generated SignedSource<<23c64bf1acf45d71dd735aceb30a9bdb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountrySelect_countries$data = ReadonlyArray<{
  readonly code: string | null | undefined;
  readonly flagCode: string | null | undefined;
  readonly name: string;
  readonly phoneCode: string | null | undefined;
  readonly " $fragmentType": "CountrySelect_countries";
}>;
export type CountrySelect_countries$key = ReadonlyArray<{
  readonly " $data"?: CountrySelect_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"CountrySelect_countries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "CountrySelect_countries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
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
      "name": "phoneCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flagCode",
      "storageKey": null
    }
  ],
  "type": "Country",
  "abstractKey": null
};

(node as any).hash = "2c4e149ee660e68d95e3d2b99ae40066";

export default node;
