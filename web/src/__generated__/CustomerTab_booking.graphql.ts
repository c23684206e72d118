/**
 * @generated SignedSource<<71d4e69c6fbcd0d4d696be2dc27d4340>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CustomerTab_booking$data = {
  readonly customerCompany: {
    readonly databaseId: number;
    readonly name: string;
  } | null | undefined;
  readonly customerKind: string;
  readonly customerUser: {
    readonly databaseId: number;
    readonly email: string;
    readonly firstname: string;
    readonly id: string;
    readonly lastname: string;
    readonly phone: string | null | undefined;
    readonly phoneCountryCode: string | null | undefined;
  } | null | undefined;
  readonly guestPhoneCountryCode: string | null | undefined;
  readonly " $fragmentType": "CustomerTab_booking";
};
export type CustomerTab_booking$key = {
  readonly " $data"?: CustomerTab_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"CustomerTab_booking">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CustomerTab_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "guestPhoneCountryCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "customerUser",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CustomerCompany",
      "kind": "LinkedField",
      "name": "customerCompany",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};
})();

(node as any).hash = "29f797c14b9575c74ffda50577e01f65";

export default node;
