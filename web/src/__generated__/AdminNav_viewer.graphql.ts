/**
 * @generated SignedSource<<25101214274722702aa6fa2efd86abf4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountKind = "company" | "location" | "network" | "site" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminNav_viewer$data = {
  readonly accounts: ReadonlyArray<{
    readonly companyDatabaseId: number | null | undefined;
    readonly kind: AccountKind;
    readonly name: string;
    readonly permissions: {
      readonly apiKeys: {
        readonly change: boolean;
      };
    };
    readonly roleLabel: string;
    readonly slug: string;
  }>;
  readonly firstname: string;
  readonly lastname: string;
  readonly " $fragmentType": "AdminNav_viewer";
};
export type AdminNav_viewer$key = {
  readonly " $data"?: AdminNav_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminNav_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminNav_viewer",
  "selections": [
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
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
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
          "name": "roleLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AccountPermissions",
          "kind": "LinkedField",
          "name": "permissions",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ResourcePermissions",
              "kind": "LinkedField",
              "name": "apiKeys",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "change",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e8a8edb9646ffabeab54f6c3fdd6b8a9";

export default node;
