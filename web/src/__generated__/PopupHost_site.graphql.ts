/**
 * @generated SignedSource<<1b025430e1a60b2bcff4a64b4c3b831b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PopupHost_site$data = {
  readonly email: string;
  readonly " $fragmentType": "PopupHost_site";
};
export type PopupHost_site$key = {
  readonly " $data"?: PopupHost_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"PopupHost_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PopupHost_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "359b8799932cb7934f4a88eb35b4ff9d";

export default node;
