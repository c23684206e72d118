/**
 * @generated SignedSource<<1ee63c7f6bb38bfbccab844b9ebcec7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NewBookingPageQuery$variables = {
  slug: string;
};
export type NewBookingPageQuery$data = {
  readonly account: {
    readonly locationChoices: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_locations">;
    }>;
    readonly permissions: {
      readonly bookings: {
        readonly create: boolean;
      };
    };
    readonly returnChoices: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_locations">;
    }>;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_account">;
  };
  readonly allCountries: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"NewBookingForm_countries">;
  }>;
};
export type NewBookingPageQuery = {
  response: NewBookingPageQuery$data;
  variables: NewBookingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "slug"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
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
      "name": "bookings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "create",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "status",
    "value": "public"
  }
],
v5 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "NewBookingForm_locations"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
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
    "name": "isOtherPlace",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewBookingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewBookingForm_account"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationChoices",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": "locationChoices(status:\"public\")"
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "returnChoices",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": "returnChoices(status:\"public\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "allCountries",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NewBookingForm_countries"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewBookingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Account",
        "kind": "LinkedField",
        "name": "account",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "locationChoices",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": "locationChoices(status:\"public\")"
          },
          {
            "alias": null,
            "args": (v4/*:: as any*/),
            "concreteType": "Location",
            "kind": "LinkedField",
            "name": "returnChoices",
            "plural": true,
            "selections": (v8/*:: as any*/),
            "storageKey": "returnChoices(status:\"public\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Country",
        "kind": "LinkedField",
        "name": "allCountries",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8b0067c0044de79e4d71d697dd901380",
    "id": null,
    "metadata": {},
    "name": "NewBookingPageQuery",
    "operationKind": "query",
    "text": "query NewBookingPageQuery(\n  $slug: String!\n) {\n  account(slug: $slug) {\n    ...NewBookingForm_account\n    slug\n    permissions {\n      bookings {\n        create\n      }\n    }\n    locationChoices(status: public) {\n      ...NewBookingForm_locations\n      id\n    }\n    returnChoices(status: public) {\n      ...NewBookingForm_locations\n      id\n    }\n    id\n  }\n  allCountries {\n    ...NewBookingForm_countries\n    id\n  }\n}\n\nfragment NewBookingForm_account on Account {\n  id\n  slug\n}\n\nfragment NewBookingForm_countries on Country {\n  code\n  name\n}\n\nfragment NewBookingForm_locations on Location {\n  id\n  name\n  city\n  isOtherPlace\n}\n"
  }
};
})();

(node as any).hash = "0c27880ddd5a61afde2a3f2588c86dcb";

export default node;
