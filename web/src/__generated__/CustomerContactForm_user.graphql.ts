/**
 * @generated SignedSource<<4e3e387be6303cbefee40945f5b0b040>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerContactForm_user$data = {
  readonly email: string;
  readonly erasedAt: string | null | undefined;
  readonly firstname: string;
  readonly id: string;
  readonly lastname: string;
  readonly phone: string | null | undefined;
  readonly phoneCountryCode: string | null | undefined;
  readonly updatedAt: string;
  readonly viewerChangeRefusal: string | null | undefined;
  readonly viewerMayChange: boolean;
  readonly viewerMayChangeEmail: boolean;
  readonly " $fragmentType": "CustomerContactForm_user";
};
export type CustomerContactForm_user$key = {
  readonly " $data"?: CustomerContactForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerContactForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerContactForm_user",
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
      "name": "updatedAt",
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
      "name": "phoneCountryCode",
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
      "name": "viewerMayChange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerChangeRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMayChangeEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "erasedAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5fa463e26b191c750a7f43278ed37fc7";

export default node;
