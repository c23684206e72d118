/**
 * @generated SignedSource<<2aac3b23bdfc53688ef15c2c423e53a8>>
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
    "cacheID": "a1efdfd781d528ab72838e2b41c0e383",
    "id": null,
    "metadata": {},
    "name": "PublicLayoutQuery",
    "operationKind": "query",
    "text": "query PublicLayoutQuery {\n  sessionExpired\n  site {\n    email\n    ...SiteHeader_site\n    ...Footer_site\n    ...PopupHost_site\n    id\n  }\n}\n\nfragment Footer_site on Site {\n  name\n  address1\n  zip\n  city\n  orgnr\n  phone\n  phone2\n  email\n  translatedSiteUrl\n}\n\nfragment PopupHost_site on Site {\n  email\n}\n\nfragment SiteHeader_site on Site {\n  name\n}\n"
  }
};
})();

(node as any).hash = "b585b1858e54efa5a4e432714982d759";

export default node;
