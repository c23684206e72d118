/**
 * @generated SignedSource<<5ab6b47f2ea534efd750c58c1542789d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HeaderAccount_viewer$data = {
  readonly firstname: string;
  readonly " $fragmentType": "HeaderAccount_viewer";
};
export type HeaderAccount_viewer$key = {
  readonly " $data"?: HeaderAccount_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HeaderAccount_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HeaderAccount_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstname",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "3974b0341a54327c7553fef11678bb48";

export default node;
