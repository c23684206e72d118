/**
 * @generated SignedSource<<6a62b1d6aa6c29dcc53adf3151e839c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewBookingForm_countries$data = ReadonlyArray<{
  readonly code: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "NewBookingForm_countries";
}>;
export type NewBookingForm_countries$key = ReadonlyArray<{
  readonly " $data"?: NewBookingForm_countries$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_countries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NewBookingForm_countries",
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
    }
  ],
  "type": "Country",
  "abstractKey": null
};

(node as any).hash = "ccac22504951faf32b9837342bce377f";

export default node;
