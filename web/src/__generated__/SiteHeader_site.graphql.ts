/**
 * @generated SignedSource<<544f0bf092d353611c045948ebda86bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteHeader_site$data = {
  readonly name: string;
  readonly " $fragmentType": "SiteHeader_site";
};
export type SiteHeader_site$key = {
  readonly " $data"?: SiteHeader_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteHeader_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteHeader_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "a194819e5afc1de79e6857064c0cc451";

export default node;
