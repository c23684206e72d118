/**
 * @generated SignedSource<<ff44f95bb18e54d61713accd50dc4e19>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewBookingForm_account$data = {
  readonly id: string;
  readonly slug: string;
  readonly " $fragmentType": "NewBookingForm_account";
};
export type NewBookingForm_account$key = {
  readonly " $data"?: NewBookingForm_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewBookingForm_account",
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
      "name": "slug",
      "storageKey": null
    }
  ],
  "type": "Account",
  "abstractKey": null
};

(node as any).hash = "a3ebc645a5080bb31e0c320cb850cbc7";

export default node;
