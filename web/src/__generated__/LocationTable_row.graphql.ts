/**
 * @generated SignedSource<<f0aff061cbb9704467346de0f3dea06f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LocationStatus = "archived" | "draft" | "private" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LocationTable_row$data = {
  readonly city: string;
  readonly company: {
    readonly name: string;
  };
  readonly cost: string | null | undefined;
  readonly databaseId: number;
  readonly distanceFromCompanyKm: string | null | undefined;
  readonly distanceFromCompanyMin: number | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly region: string;
  readonly status: LocationStatus;
  readonly updatedAt: string;
  readonly viewerMayChange: boolean;
  readonly viewerMayDelete: boolean;
  readonly " $fragmentType": "LocationTable_row";
};
export type LocationTable_row$key = {
  readonly " $data"?: LocationTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"LocationTable_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LocationTable_row",
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
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "region",
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
      "name": "cost",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distanceFromCompanyKm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "distanceFromCompanyMin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayDelete",
      "storageKey": null
    }
  ],
  "type": "Location",
  "abstractKey": null
};
})();

(node as any).hash = "cd278ebb051e6c9284d5be0d182c786b";

export default node;
