/**
 * @generated SignedSource<<e45805b01359b6b642224ea9c1ac07e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnDetailsForm_viewer$data = {
  readonly email: string;
  readonly firstname: string;
  readonly id: string;
  readonly lastname: string;
  readonly phone: string | null | undefined;
  readonly phoneCountryCode: string | null | undefined;
  readonly updatedAt: string;
  readonly " $fragmentType": "OwnDetailsForm_viewer";
};
export type OwnDetailsForm_viewer$key = {
  readonly " $data"?: OwnDetailsForm_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnDetailsForm_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnDetailsForm_viewer",
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
      "name": "firstname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastname",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneCountryCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "ae32ce9308a5110eacc69d759379cab1";

export default node;
