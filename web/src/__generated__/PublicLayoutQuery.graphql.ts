/**
 * @generated SignedSource<<797093fbf72caaba324a97dd0a842142>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicLayoutQuery$variables = Record<PropertyKey, never>;
export type PublicLayoutQuery$data = {
  readonly sessionExpired: boolean;
  readonly site: {
    readonly email: string;
    readonly " $fragmentSpreads": FragmentRefs<"Footer_site" | "PopupHost_site" | "SiteHeader_site">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"HeaderAccount_viewer">;
  } | null | undefined;
};
export type PublicLayoutQuery = {
  response: PublicLayoutQuery$data;
  variables: PublicLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sessionExpired",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicLayoutQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HeaderAccount_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SiteHeader_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Footer_site"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PopupHost_site"
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
    "name": "PublicLayoutQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstname",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
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
            "name": "orgnr",
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
            "name": "phone2",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "translatedSiteUrl",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a31e0963b214e129aacbedc264eaf494",
    "id": null,
    "metadata": {},
    "name": "PublicLayoutQuery",
    "operationKind": "query",
    "text": "query PublicLayoutQuery {\n  sessionExpired\n  viewer {\n    ...HeaderAccount_viewer\n    id\n  }\n  site {\n    email\n    ...SiteHeader_site\n    ...Footer_site\n    ...PopupHost_site\n    id\n  }\n}\n\nfragment Footer_site on Site {\n  name\n  address1\n  zip\n  city\n  orgnr\n  phone\n  phone2\n  email\n  translatedSiteUrl\n}\n\nfragment HeaderAccount_viewer on User {\n  firstname\n}\n\nfragment PopupHost_site on Site {\n  email\n}\n\nfragment SiteHeader_site on Site {\n  name\n}\n"
  }
};
})();

(node as any).hash = "7f97e873573ada45b53c73b146346afc";

export default node;
