/**
 * @generated SignedSource<<cdf8604a24f2d7c901e72e9cf262dc1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CountrySelect_countries$data = ReadonlyArray<{
  readonly code: string | null | undefined;
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
    }
  ],
  "type": "Country",
  "abstractKey": null
};

(node as any).hash = "7f814d62895f6cdcb5bec47f78a19bb2";

export default node;
