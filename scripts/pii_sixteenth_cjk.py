#!/usr/bin/env python3
"""The sixteenth name set's Chinese and Korean knowledge-base pages: meetup and summit programmes of two Apache
projects and the translator lines of Korean tutorials (issue 30's sixteenth set, part 5; ADR 0217).

The fifteenth set's part 5 read SkyWalking's and ServiceComb's Chinese pages and Korean and Japanese speaker pages.
A company's knowledge base in Chinese names its speakers, guests and panellists in Han characters, one to a line
("* 罗毅: Dubbo 的现状…", "分享者：陈军旭", "张亿皓，小红书消息中间件研发工程师…"). This part reads pages no set, tuning
set or model read (reserved in /work/wt/reserved16.md), and the builder labelled every person by hand:

  - salon-zh-real: the Chinese news of Apache Dubbo (apache/dubbo-website, Apache-2.0): the five Dubbo developer
    salons of 2018 (speakers and their talks; the Chengdu page names nobody), the summary of the Dubbo forum at
    Community over Code Asia 2023 (speaker, role, employer, talk title), and three announcements that name nobody
    (GLCC, the CoC Asia 2023 call, the forum notice).
  - events-zh-real: the Chinese blog of Apache APISIX (apache/apisix-website, Apache-2.0): a Shanghai meetup, four
    online sessions held with SkyWalking, RocketMQ, ShardingSphere and QingCloud, the ApacheCon Asia 2021 talk list
    ("分享者：吴舒旸") and the APISIX Summit ASIA 2022 programme (speakers, round tables, two speakers in Latin).
  - translator-ko-real: the PyTorch Korea user group's tutorials (PyTorchKorea/tutorials-kr, BSD-3-Clause), read only
    to their header: the title, the English authors in Latin and the Korean translators in Hangul, each name beside
    its address ("**번역**: `정재민 <https://github.com/jjeamin>`_"), and the first lines of prose.

Labels: a person as the text writes it, family name first and whole (Han, Hangul or Latin); titles outside; organisations
(api7.ai, 支流科技, SphereEx, 政采云), projects, WeChat accounts, GitHub handles in addresses and places are not
persons and stay unlabelled. Lines the
builder could not decide send themselves out (UNSURE): a nickname standing for a speaker (小马哥). HTML tags are
stripped before labelling, so a speaker's photo's alt text (<img … alt="温铭" …>) is not read; image and slide
lines are left out: a name inside a path is not the name as the prose writes it. A line naming a person an earlier
set labelled is left out (吴晟, 温铭, 王院生, 刘晗, 柯振旭, 潘娟 and Justin Mclean were labelled by the fifteenth; 박정환
and 김재현 by an earlier set). The builder never ran the detector on this text.

Builder h16a's generator imports this module (KINDS, documents()) and writes the set file; this module writes
nothing. Deterministic, stdlib only. Self-check: python3 scripts/pii_sixteenth_cjk.py
"""
import html
import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import pii_setkit as setkit  # noqa: E402  (the finder, labeller, grouping and checks the set parts share)

ROOT, TP = setkit.ROOT, setkit.TP  # the repository and its vendored sources

KINDS = ("salon-zh-real", "events-zh-real", "translator-ko-real")

# kind: (folder under testdata/third_party, files read, in order)
SOURCES = {
    "salon-zh-real": ("dubbo-zh-sixteenth", [
        "dubbo-meetup-beijing.md",
        "dubbo-meetup-shanghai.md",
        "dubbo-meetup-shenzhen.md",
        "dubbo-meetup-chengdu.md",
        "dubbo-meetup-hangzhou.md",
        "apachecon-asia-2023-summary.md",
        "glcc-project-announcement.md",
        "cocasia-2023-annoucenment.md",
        "apachecon-2023.md",
    ]),
    "events-zh-real": ("apisix-zh-sixteenth", [
        "2021-08-21-shanghai-meetup.md",
        "2021-08-23-ApacheCon-Asia-2021.md",
        "2021-10-18-meetup.md",
        "2021-12-16-apisix-with-rocketmq-meetup.md",
        "2022-01-11-apisix-with-shardingsphere-meetup.md",
        "2022-01-24-apisix-with-qingcloud-meetup.md",
        "2022-04-12-apisix-summit-asia-2022.md",
    ]),
    # Each tutorial's file name is its path in the repository with "/" written "--".
    "translator-ko-real": ("pytorch-kr-sixteenth", [
        "beginner_source--introyt--introyt_index.rst",
        "beginner_source--audio_datasets_tutorial.py",
        "beginner_source--deep_learning_60min_blitz.rst",
        "beginner_source--basics--intro.py",
        "recipes_source--recipes--reasoning_about_shapes.py",
        "beginner_source--ddp_series_intro.rst",
        "beginner_source--deep_learning_nlp_tutorial.rst",
        "recipes_source--compiling_optimizer.rst",
        "recipes_source--torch_logs.py",
        "beginner_source--hta_trace_diff_tutorial.rst",
        "beginner_source--ddp_series_theory.rst",
        "advanced_source--numpy_extensions_tutorial.py",
        "recipes_source--torch_compile_backend_ipex.rst",
        "beginner_source--dist_overview.rst",
        "recipes_source--torch_compile_caching_tutorial.rst",
        "recipes_source--intel_neural_compressor_for_pytorch.rst",
        "recipes_source--amx.rst",
        "recipes_source--recipes--Captum_Recipe.py",
        "intermediate_source--ensembling.py",
        "advanced_source--cpp_cuda_graphs.rst",
        "intermediate_source--spatial_transformer_tutorial.py",
        "intermediate_source--per_sample_grads.py",
        "beginner_source--onnx--export_simple_model_to_onnx_tutorial.py",
        "beginner_source--nlp--pytorch_tutorial.py",
        "beginner_source--blitz--data_parallel_tutorial.py",
        "advanced_source--rpc_ddp_tutorial.rst",
        "intermediate_source--visualizing_gradients_tutorial.py",
        "intermediate_source--forward_ad_usage.py",
        "intermediate_source--custom_function_double_backward_tutorial.rst",
        "beginner_source--introyt--tensorboardyt_tutorial.py",
        "beginner_source--nlp--sequence_models_tutorial.py",
        "intermediate_source--torch_compile_conv_bn_fuser.py",
        "recipes_source--torch_export_aoti_python.py",
        "beginner_source--pytorch_with_examples.rst",
        "intermediate_source--process_group_cpp_extension_tutorial.rst",
        "recipes_source--torch_compile_user_defined_triton_kernel_tutorial.py",
        "beginner_source--transfer_learning_tutorial.py",
        "intermediate_source--realtime_rpi.rst",
        "intermediate_source--char_rnn_generation_tutorial.py",
        "intermediate_source--optimizer_step_in_backward_tutorial.py",
        "intermediate_source--ddp_tutorial.rst",
        "beginner_source--profiler.py",
        "beginner_source--hta_intro_tutorial.rst",
        "beginner_source--nlp--deep_learning_tutorial.py",
        "beginner_source--torchtext_translation.py",
        "beginner_source--nlp--word_embeddings_tutorial.py",
        "intermediate_source--pipeline_tutorial.py",
        "advanced_source--cpp_autograd.rst",
        "intermediate_source--forced_alignment_with_torchaudio_tutorial.py",
        "intermediate_source--scaled_dot_product_attention_tutorial.py",
        "recipes_source--torch_export_challenges_solutions.rst",
        "beginner_source--data_loading_tutorial.py",
        "recipes_source--recipes--custom_dataset_transforms_loader.py",
        "intermediate_source--dqn_with_rnn_tutorial.py",
        "intermediate_source--char_rnn_classification_tutorial.py",
        "intermediate_source--reinforcement_q_learning.py",
        "intermediate_source--pruning_tutorial.py",
        "intermediate_source--memory_format_tutorial.py",
        "advanced_source--neural_style_tutorial.py",
        "beginner_source--fgsm_tutorial.py",
    ]),
}
# Kinds whose files are read only to their header: through the translator line ("**번역**: …") and the six lines
# after it (a tutorial's first prose); the code and the rest of a tutorial are not read.
HEADER_AFTER = {"translator-ko-real": 6}
# Kinds whose lines keep "<…>" as written: the Korean tutorials write each person's address after the name
# ("`박정환 <https://github.com/9bow>`_"), the handle beside the name a detector must not take for it.
KEEP_ANGLES = {"translator-ko-real"}
DOC_LINES = 8  # kept lines to a document, in file order


words = setkit.list_words  # a "|"-separated list over lines, as a set


# The persons, as the text writes them, read line by line.
PERSONS = {
    # Dubbo: the salons' speakers, the CoC Asia 2023 forum's speakers and the ASF board member in its photo caption.
    "salon-zh-real": words("""罗毅|刘军|陈志轩|王欣|李鼎|曹胜利|陶杨|赵奕豪|朱勇|郭平|潘志伟|康彬|林佳梁|Justin Mclean|华钟明|
宋小生|陈有为|江河清|王晓彬|何家欢|丁兴中|季敏"""),
    # APISIX: speakers, sharers, round-table guests; two speakers of VMware Tanzu Labs in Latin.
    # PyTorch Korea tutorials: each tutorial's translators ("**번역**: `정재민 <…>`_", in Hangul, two in Latin) and the
    # English authors, editors and updaters it names before them ("**Author**", "**저자**", "**글쓴이**", "Authors:").
    "translator-ko-real": words("""김태형|백승엽|박정환|이영섭|송호준|오수연|김승환|장효영|이진혁|박지은|김재현|강지현|김영준|
정휘수|김지현|정재민|조형서|황성수|정신유|이준혁|반보영|정아진|박다정|김규연|김경민|박건수|박정은|박수민|심기택|김정연|구경선|
이채운|박재윤|하동훈|조윤진|Ajin Jeong|INHO JEUNG|Brad Heintz|Moto Hira|Soumith Chintala|Suraj Subramanian|Seth Juarez|
Cassie Breviu|Dmitry Soshnikov|Ari Bornstein|Robert Guthrie|Michael Lazos|Anupam Bhatnagar|Adam Paszke|Adam Dziedzic|
Hamid Shojanazeri|Will Constable|Wei Feng|Oguz Ulgen|Ghassen HAMROUNI|Ti-Tai Wang|Justin Chu|Thiago Crepaldi|Sung Kim|
Jenny Kang|Pritam Damania|Yi Wang|Justin Silver|Horace He|Will Feng|Ankith Gunapal|Bin Bao|Angela Yi|Justin Johnson|
Howard Huang|Feng Tian|Shen Li|Min Si|Sasank Chilamkurthy|Sean Robertson|Tristan Rice|조병근|이재복|Jaeseong Park|임성연|
백선희|유용환|김규진|이강희|이현준|정윤성|강정민|김제필|안상준|Choi Yoonjeong|BONGMO KIM|Jae Joong Lee|Joe Zhu|Chirag Pandya|
Driss Guessous|Jordi Ramon|Marcos Carranza|Joe Spisak|Vincent Moens|Mark Towers|Michela Paganini|Vitaly Fedyunin|
Alexis Jacq|Winston Herring|Leon A. Gatys|Alexander S. Ecker|Matthias Bethge|Nathan Inkawhich"""),
    "events-zh-real": words("""蒋文杰|朱欣欣|李杨|王院生|庄浩潮|刘晗|金卫|柯振旭|陈军旭|吴舒旸|温铭|孙毅|琚致远|陈焱山|张超|
罗泽轩|张亿皓|曾林|张晋涛|修戟|吴晟|侯阳|帅进超|兰城翔|刘庆|翟炼|熊飞|单致豪|潘娟|翟佳|王晔倞|王宇博|周小四|陈庆|泮圣伟|
Jean-Philippe GOUIN|Daniel Kocot|杜恒|王超凡|陈睿|古琦|石文杰|陈卓|张强|胡丽麟|周健"""),
}

# Words that send a line out: 小马哥 ("Brother Ma"), the nickname the Dubbo salons write for one speaker.
UNSURE = {
    "salon-zh-real": words("小马哥"),
    "events-zh-real": set(),
    "translator-ko-real": set(),
}

# Lines left out before labelling: images, HTML-only lines (photos, video embeds), reStructuredText raw, figure and
# image directives, front-matter rules.
SKIP = re.compile(r"^(!\[|<img|<iframe|<div|</div|\.\. (raw|figure|image)::|---+$|<!--truncate-->$)")

LATIN, OWN = setkit.LATIN, setkit.OWN  # the shared bounds, kept here under their old names
find = setkit.find_cjk


def lines_of(kind):
    """A kind's files' lines, one list a file, in file order, a HEADER_AFTER kind's only to its header: HTML tags
    stripped but for KEEP_ANGLES kinds (the APISIX summit puts each speaker's photo in an <img> whose alt text is the
    name), "|" written as the full-width "｜" (the set file's labels use "|"; two APISIX titles write "直播预告 | …",
    the tutorials' series menus "||"), blank and SKIP lines out."""
    folder, files = SOURCES[kind]
    out = []
    for name in files:
        with open(os.path.join(TP, folder, name), encoding="utf-8") as f:
            text = f.read()
        raw = text.split("\n")
        if kind in HEADER_AFTER:
            at = next(i for i, ln in enumerate(raw) if "번역" in ln)
            raw = raw[:at + 1 + HEADER_AFTER[kind]]
        kept = []
        for ln in raw:
            if kind not in KEEP_ANGLES:
                ln = html.unescape(re.sub(r"<[^>]*>", "", ln))
            ln = ln.strip().replace("|", "\uff5c")
            if ln and not SKIP.search(ln):
                kept.append(ln)
        out.append(kept)
    return out


# The part's functions: the rules every set's CJK page part shares (pii_setkit.PagePart, ADR 0196).
PART = setkit.PagePart("sixteenth", KINDS, PERSONS, UNSURE, lines_of, DOC_LINES)
labelled, grouped, documents, check, main = PART.labelled, PART.grouped, PART.documents, PART.check, PART.main
LABEL = setkit.STRICT_LABEL


if __name__ == "__main__":
    main()
