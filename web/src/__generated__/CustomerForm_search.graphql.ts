/**
 * @generated SignedSource<<41907223fb37db5da8506df138ffd321>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerForm_search$data = {
  readonly licenceAtPickupAllowed: boolean;
  readonly " $fragmentType": "CustomerForm_search";
};
export type CustomerForm_search$key = {
  readonly " $data"?: CustomerForm_search$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerForm_search">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerForm_search",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licenceAtPickupAllowed",
      "storageKey": null
    }
  ],
  "type": "RentalSearch",
  "abstractKey": null
};

(node as any).hash = "fd8b5f7cee308a8cb94f86868796d4ae";

export default node;
