/**
 * @generated SignedSource<<2496e9d91310cf717c99a06d0051c28d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivacyPageQuery$variables = Record<PropertyKey, never>;
export type PrivacyPageQuery$data = {
  readonly site: {
    readonly email: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"CompanyContact_site">;
  } | null | undefined;
};
export type PrivacyPageQuery = {
  response: PrivacyPageQuery$data;
  variables: PrivacyPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PrivacyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CompanyContact_site"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PrivacyPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orgnr",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address1",
            "storageKey": null
          },
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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "afbee4c790248e0383519f04601b0841",
    "id": null,
    "metadata": {},
    "name": "PrivacyPageQuery",
    "operationKind": "query",
    "text": "query PrivacyPageQuery {\n  site {\n    name\n    email\n    ...CompanyContact_site\n    id\n  }\n}\n\nfragment CompanyContact_site on Site {\n  name\n  orgnr\n  address1\n  zip\n  city\n  phone\n  email\n}\n"
  }
};
})();

(node as any).hash = "506563349d63b8cd6f37b9245e52977d";

export default node;
