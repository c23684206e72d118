/**
 * @generated SignedSource<<666de498da61fbe6f5d05d11797187ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RentalOptionStatus = "archived" | "draft" | "private" | "public" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RentalOptionTable_row$data = {
  readonly acriss: string | null | undefined;
  readonly category: {
    readonly title: string;
  };
  readonly company: {
    readonly name: string;
  } | null | undefined;
  readonly databaseId: number;
  readonly description: string | null | undefined;
  readonly id: string;
  readonly location: {
    readonly city: string;
    readonly name: string;
    readonly zip: string;
  } | null | undefined;
  readonly pricePrivateDay: string | null | undefined;
  readonly productCount: number | null | undefined;
  readonly status: RentalOptionStatus;
  readonly title: string;
  readonly updatedAt: string;
  readonly vatFactor: string;
  readonly viewerMayChange: boolean | null | undefined;
  readonly viewerMayDelete: boolean | null | undefined;
  readonly " $fragmentType": "RentalOptionTable_row";
};
export type RentalOptionTable_row$key = {
  readonly " $data"?: RentalOptionTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"RentalOptionTable_row">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
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
  "name": "RentalOptionTable_row",
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
      "name": "acriss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricePrivateDay",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatFactor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Location",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        }
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
  "type": "RentalOption",
  "abstractKey": null
};
})();

(node as any).hash = "e0e0c39018a5cf3ff6a2ea5a19bd6ff7";

export default node;
